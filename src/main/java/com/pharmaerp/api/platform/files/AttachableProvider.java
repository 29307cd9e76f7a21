package com.pharmaerp.api.platform.files;

import java.util.List;

/**
 * The records of one module that take attachments, by entity type (e.g. {@code goods_receipt}), as it
 * declares its event types. Implementations are listed in
 * {@code META-INF/services/com.pharmaerp.api.platform.files.AttachableProvider}; the platform names none.
 */
public interface AttachableProvider {

    List<String> attachable();
}
