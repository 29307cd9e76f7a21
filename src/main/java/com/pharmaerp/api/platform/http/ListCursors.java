package com.pharmaerp.api.platform.http;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.UriInfo;

import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

import com.pharmaerp.api.platform.persistence.Cursor;
import com.pharmaerp.api.platform.persistence.Page;

/**
 * Ties every list's cursors to the list and filters that handed them out: a page's nextCursor is
 * bound to the request's path and query parameters (all but cursor and limit, which may change
 * between pages), and a cursor sent with another path or other filters is 400 invalid_cursor
 * before the list runs, instead of a page of another list's position, silently filtered.
 */
public class ListCursors {

    private static final String CURSOR = "cursor";
    private static final String LIMIT = "limit";

    /** After authorization, so a caller without the scope learns nothing about the cursor. */
    @ServerRequestFilter(priority = Priorities.USER)
    public void checkCursor(ResteasyReactiveContainerRequestContext request, UriInfo uri) {
        String query = ((ResteasyReactiveRequestContext) request.getServerRequestContext()).serverRequest().query();
        // Most requests send no cursor, which the raw query shows without decoding it (a name sent encoded has a '%').
        if (query == null || query.indexOf(CURSOR) < 0 && query.indexOf('%') < 0) {
            return;
        }
        String cursor = uri.getQueryParameters().getFirst(CURSOR);
        if (cursor != null && !cursor.isEmpty()) {
            Cursor.requireBoundTo(cursor, list(uri));
        }
    }

    @ServerResponseFilter
    public void bindNextCursor(ContainerRequestContext request, ContainerResponseContext response) {
        if (response.getEntity() instanceof Page<?> page && page.nextCursor() != null) {
            response.setEntity(new Page<>(page.items(), Cursor.bind(page.nextCursor(), list(request.getUriInfo()))));
        }
    }

    /** The list a request reads: its path and filters in a fixed order, e.g. {@code /v1/lots?status=released}. */
    private static String list(UriInfo uri) {
        StringBuilder list = new StringBuilder(uri.getPath());
        char separator = '?';
        for (Map.Entry<String, List<String>> filter : new TreeMap<>(uri.getQueryParameters()).entrySet()) {
            if (filter.getKey().equals(CURSOR) || filter.getKey().equals(LIMIT)) {
                continue;
            }
            for (String value : filter.getValue()) {
                list.append(separator).append(filter.getKey()).append('=').append(value);
                separator = '&';
            }
        }
        return list.toString();
    }
}
