package com.pharmaerp.archfixture.warehouse.service;

import com.pharmaerp.archfixture.warehouse.api.FixtureLotView;

/** Breaks the rule: a service building its module's api representation. */
public class RendersViews {

    public FixtureLotView view() {
        return new FixtureLotView("L-1");
    }
}
