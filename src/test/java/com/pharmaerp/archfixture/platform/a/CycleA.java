package com.pharmaerp.archfixture.platform.a;

import com.pharmaerp.archfixture.platform.b.CycleB;

/** With CycleB, breaks "packages form no cycle". */
public class CycleA {

    public CycleB next;
}
