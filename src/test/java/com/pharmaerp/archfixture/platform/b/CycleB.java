package com.pharmaerp.archfixture.platform.b;

import com.pharmaerp.archfixture.platform.a.CycleA;

/** With CycleA, breaks "packages form no cycle". */
public class CycleB {

    public CycleA next;
}
