package com.pharmaerp.api.platform.files;

import java.util.List;
import java.util.Map;

import com.pharmaerp.api.platform.audit.EventType;
import com.pharmaerp.api.platform.audit.EventTypeProvider;

/** The files' events; an attachment's is recorded on the record it is attached to. */
public final class FilesEventTypes implements EventTypeProvider {

    @Override
    public List<EventType> eventTypes() {
        return List.of(FileEvent.Uploaded.TYPE, FileEvent.AttachmentAdded.TYPE);
    }

    @Override
    public Map<String, String> recordPaths() {
        return Map.of(StoredFile.NOUN, "/v1/files");
    }
}
