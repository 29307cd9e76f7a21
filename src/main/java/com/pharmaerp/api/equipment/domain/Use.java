package com.pharmaerp.api.equipment.domain;

/**
 * What a piece was used for: a production order or an inspection lot, by id and number, and the lot it made or
 * tested (null when none is known yet).
 */
public record Use(Type type, String recordId, String number, String lotId, String lotNumber) {

    public enum Type {
        PRODUCTION_ORDER("production_order"), INSPECTION_LOT("inspection_lot");

        private final String code;

        Type(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }

        public static Type of(String code) {
            return code.equals(PRODUCTION_ORDER.code) ? PRODUCTION_ORDER : INSPECTION_LOT;
        }
    }
}
