package com.pharmaerp.api.qms.api;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.pharmaerp.api.qms.domain.ReviewContent;

/**
 * A figure's values over the batches as a small chart the documents draw with positioned boxes (no image, no script,
 * nothing fetched): one column per batch, or, past {@link #MAX_COLUMNS} batches, one per run of consecutive batches
 * spanning their lowest to highest value, so no extreme is averaged away; the limits are lines across. Geometry is in
 * percent of the plot, bottom up.
 *
 * @param lowerAt where the lower limit's line lies, null for none
 * @param perColumn how many batches a column spans
 */
public record TrendChart(String title, String unit, String top, String bottom, String lowerLimit, String upperLimit,
        String lowerAt, String upperAt, List<Column> columns, String firstBatch, String lastBatch, int points, int perColumn) {

    static final int MAX_COLUMNS = 100;

    /** @param outside whether a value it spans lies outside its limits */
    public record Column(String left, String width, String bottom, String height, boolean outside) {
    }

    /** The chart of a figure's valid numeric values; null when it has none. */
    static TrendChart of(String title, ReviewContent.Statistic figure) {
        List<ReviewContent.Point> points = figure.points().stream().filter(ReviewContent.Point::valid)
                .filter(point -> point.value().matches("-?[0-9]+(\\.[0-9]+)?")).toList();
        if (points.isEmpty() || figure.mean() == null) {
            return null;
        }
        List<Double> values = points.stream().map(point -> Double.parseDouble(point.value())).toList();
        Double lower = figure.lowerLimit() == null ? null : Double.valueOf(figure.lowerLimit());
        Double upper = figure.upperLimit() == null ? null : Double.valueOf(figure.upperLimit());
        double low = values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        low = lower == null ? low : Math.min(low, lower);
        high = upper == null ? high : Math.max(high, upper);
        if (high == low) {
            low -= 1;
            high += 1;
        }
        // A margin above and below, so the limits' lines do not run along the frame.
        double margin = (high - low) / 12;
        low -= margin;
        high += margin;
        int count = Math.min(points.size(), MAX_COLUMNS);
        int perColumn = (points.size() + count - 1) / count;
        int columnCount = (points.size() + perColumn - 1) / perColumn;
        double slot = 100.0 / columnCount;
        List<Column> columns = new ArrayList<>();
        for (int c = 0; c < columnCount; c++) {
            List<Double> span = values.subList(c * perColumn, Math.min(values.size(), (c + 1) * perColumn));
            boolean outside = points.subList(c * perColumn, Math.min(points.size(), (c + 1) * perColumn)).stream()
                    .anyMatch(ReviewContent.Point::outside);
            double from = at(span.stream().mapToDouble(Double::doubleValue).min().orElseThrow(), low, high);
            double to = at(span.stream().mapToDouble(Double::doubleValue).max().orElseThrow(), low, high);
            // A column of equal values is still a visible mark.
            double height = Math.max(to - from, 1.5);
            columns.add(new Column(percent(c * slot + slot * 0.15), percent(slot * 0.7), percent(Math.min(from, 100 - height)),
                    percent(height), outside));
        }
        return new TrendChart(title, figure.unit(), number(high), number(low), figure.lowerLimit(), figure.upperLimit(),
                lower == null ? null : percent(at(lower, low, high)), upper == null ? null : percent(at(upper, low, high)),
                columns, points.get(0).batchNumber(), points.get(points.size() - 1).batchNumber(), points.size(), perColumn);
    }

    private static double at(double value, double low, double high) {
        return (value - low) / (high - low) * 100;
    }

    private static String percent(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    private static String number(double value) {
        return BigDecimal.valueOf(value).setScale(2, java.math.RoundingMode.HALF_UP).toPlainString();
    }
}
