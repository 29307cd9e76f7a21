package com.pharmaerp.api.warehouse.domain;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import com.pharmaerp.api.platform.problem.Refusal;
import com.pharmaerp.api.platform.quantity.Quantity;
import com.pharmaerp.api.warehouse.WarehouseProblem;

/**
 * First expiry, first out: which balances an issue of stock takes, earliest expiry first (then the
 * earliest received), splitting across lots and locations; a named lot only from its own balances,
 * and only if FEFO would pick it first or a reason to override was given.
 */
public final class Fefo {

    private Fefo() {
    }

    /**
     * What is asked for.
     *
     * @param quantity in the material's base unit
     * @param locationId null for any location
     * @param lotId null for FEFO's choice
     * @param overridden whether a reason to take a lot other than FEFO's was given
     */
    public record Request(String materialId, Quantity quantity, String locationId, String lotId, boolean overridden) {
    }

    /** A usable lot's stock at a location; as a result, what is taken from it. */
    public record Candidate(String lotId, String locationId, BigDecimal quantity, String number, LocalDate expiresOn,
            Instant receivedAt) {

        public static final Comparator<Candidate> ORDER = Comparator.comparing(Candidate::expiresOn)
                .thenComparing(Candidate::receivedAt).thenComparing(Candidate::number).thenComparing(Candidate::locationId);

        Candidate taking(BigDecimal taken) {
            return new Candidate(lotId, locationId, taken, number, expiresOn, receivedAt);
        }
    }

    /**
     * @param candidates the usable balances, in {@link Candidate#ORDER}
     * @throws Refusal fefo_violation for a named lot FEFO would not pick, without an
     *         override; 409 insufficient_stock when the candidates hold less than asked for
     */
    public static List<Candidate> allocate(Request request, List<Candidate> candidates) {
        List<Candidate> from = candidates;
        if (request.lotId() != null) {
            if (!candidates.isEmpty() && !candidates.get(0).lotId().equals(request.lotId()) && !request.overridden()) {
                Candidate first = candidates.get(0);
                throw new Refusal(WarehouseProblem.FEFO_VIOLATION, "First expiry, first out picks lot " + first.number()
                        + " (expires " + first.expiresOn() + ") before lot " + request.lotId() + ": consume that, or say why "
                        + "not in fefoOverrideReason.");
            }
            from = candidates.stream().filter(candidate -> candidate.lotId().equals(request.lotId())).toList();
        }
        BigDecimal open = request.quantity().value();
        List<Candidate> planned = new ArrayList<>();
        for (Candidate candidate : from) {
            if (open.signum() == 0) {
                break;
            }
            BigDecimal taken = candidate.quantity().min(open);
            planned.add(candidate.taking(taken));
            open = open.subtract(taken);
        }
        if (open.signum() > 0) {
            throw new Refusal(WarehouseProblem.INSUFFICIENT_STOCK, "Only " + request.quantity().value().subtract(open)
                    .stripTrailingZeros().toPlainString() + " " + request.quantity().unit().symbol() + " of material "
                    + request.materialId() + " is usable" + (request.lotId() == null ? "" : " in lot " + request.lotId())
                    + (request.locationId() == null ? "" : " at " + request.locationId()) + ": nothing was consumed.");
        }
        return planned;
    }
}
