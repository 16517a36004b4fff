package dev.strategist.app.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answer to a request the web server itself refuses before the app sees it (an ambiguous or
 * malformed path, a header too large): the API's JSON error rather than Jetty's HTML page, with Jetty's
 * short reason and never a stack trace.
 */
final class JsonErrorHandler extends ErrorHandler {
    private static final ObjectMapper JSON = new ObjectMapper();

    JsonErrorHandler() {
        setShowStacks(false);
        setShowCauses(false);
    }

    private static byte[] body(int status, String reason) {
        Map<String, Object> m = new LinkedHashMap<>();
        String why = reason == null || reason.isBlank() ? "" : ": " + (reason.length() > 120 ? reason.substring(0, 120) : reason);
        m.put("error", "the server cannot read this request" + why);
        m.put("status", status);
        try {
            return JSON.writeValueAsBytes(m);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a map of a string and a number always writes", e);
        }
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        SecurityHeaders.addTo(response.getHeaders()::put);
        response.write(true, ByteBuffer.wrap(body(code, message)), callback);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        SecurityHeaders.addTo(fields::put);
        return ByteBuffer.wrap(body(status, reason));
    }
}
