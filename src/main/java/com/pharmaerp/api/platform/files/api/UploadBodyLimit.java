package com.pharmaerp.api.platform.files.api;

import jakarta.inject.Singleton;

import com.pharmaerp.api.platform.files.FileService;
import com.pharmaerp.api.platform.http.LargerBody;

import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;

/**
 * An upload's body may be as large as a file (erp.files.max-bytes). The HTTP layer lets one byte more
 * through, so the upload itself sees the excess and answers 413 as a problem.
 */
@Singleton
public class UploadBodyLimit implements LargerBody {

    private final long maxBytes;

    public UploadBodyLimit(FileService files) {
        this.maxBytes = files.maxBytes();
    }

    @Override
    public long maxBodyBytes(HttpServerRequest request) {
        return request.method() == HttpMethod.POST && FileResource.PATH.equals(request.path()) ? maxBytes : -1;
    }
}
