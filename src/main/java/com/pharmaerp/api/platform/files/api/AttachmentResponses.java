package com.pharmaerp.api.platform.files.api;

import java.net.URI;
import java.util.List;

import jakarta.ws.rs.core.Response;

import com.pharmaerp.api.platform.files.Attachment;
import com.pharmaerp.api.platform.persistence.Page;

/** How a record's attachments endpoints answer, whichever module serves the record. */
public final class AttachmentResponses {

    private AttachmentResponses() {
    }

    /** 201 with the attachment; Location is the record's attachments. */
    public static Response created(String recordPath, Attachment attachment) {
        return Response.created(URI.create(recordPath + "/attachments")).entity(attachment).build();
    }

    /** All of a record's attachments, oldest first, as one page. */
    public static Page<Attachment> page(List<Attachment> attachments) {
        return new Page<>(attachments, null);
    }
}
