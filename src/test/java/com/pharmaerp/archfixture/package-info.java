/**
 * Classes that break the architecture rules on purpose, so ArchitectureTest can show each rule
 * fails when it should. Never used at run time.
 */
package com.pharmaerp.archfixture;
