package com.pharmaerp.api.distribution.domain;

import java.util.List;

/**
 * How returned goods arrived.
 *
 * @param fileIds the files documenting storage and transport; empty for none
 */
public record ReturnCondition(boolean packagingIntact, StorageEvidence storageEvidence, List<String> fileIds) {

    public ReturnCondition {
        fileIds = List.copyOf(fileIds);
    }
}
