package dev.strategist.app.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.strategist.play.Algorithm;
import io.javalin.http.Context;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reading a request's parts strictly: the JSON body (which must say it is JSON), its fields with their
 * types and ranges, and numbers in paths and queries. Anything else is an {@link ApiException} (400, or
 * 415 for a body that is not JSON) whose message names the field and what it takes.
 */
final class RequestFields {
    // a body is one JSON value: whatever follows it is a mistake, not something to ignore
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private RequestFields() {
    }

    /**
     * {@code text} as a number written in ASCII digits with an optional minus sign and spaces around, or
     * {@link Long#MIN_VALUE} when it is anything else (other scripts' digits, a plus, too many digits).
     */
    static long plainNumber(String text) {
        String t = text.trim();
        if (!t.matches("-?[0-9]{1,18}")) {
            return Long.MIN_VALUE;
        }
        return Long.parseLong(t);
    }

    /**
     * The request's JSON object; an empty body is an empty object. A body must say it is JSON: a form or
     * plain text (what another site's page may send without asking) is refused with a 415. JSON is read
     * as UTF-8 whatever charset the header names.
     */
    static JsonNode body(Context ctx) throws java.io.IOException {
        byte[] bytes = ctx.bodyAsBytes();
        String text = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        if (text.isBlank()) {
            return JSON.createObjectNode();
        }
        String type = ctx.header("Content-Type");
        String mime = type == null ? "" : type.split(";", 2)[0].trim().toLowerCase(java.util.Locale.ROOT);
        if (!mime.equals("application/json")) {
            throw new ApiException(415, "send the body as JSON, with the header Content-Type: application/json"
                    + (type == null ? "" : ", not '" + type + "'"));
        }
        JsonNode node;
        try {
            node = JSON.readTree(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw ApiException.badRequest("the body is not valid JSON: " + MalformedJson.describe(e));
        }
        if (node == null || !node.isObject()) {
            throw ApiException.badRequest("the request body must be a JSON object");
        }
        return node;
    }

    /**
     * A one-line string field (a name, a move, an id), null when absent and not required. A number is
     * refused rather than read as its digits, as is any control character: a NUL would otherwise be
     * trimmed away by the name look-ups and a game named with one accepted.
     */
    static String text(JsonNode body, String field, boolean required) {
        return checkedText(body, field, required, false);
    }

    /** A string field that may run over lines (a game record): tabs and line breaks are its only controls. */
    static String multilineText(JsonNode body, String field, boolean required) {
        return checkedText(body, field, required, true);
    }

    private static String checkedText(JsonNode body, String field, boolean required, boolean lines) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            if (required) {
                throw ApiException.badRequest("missing field '" + field + "'");
            }
            return null;
        }
        if (!n.isTextual()) {
            throw ApiException.badRequest("field '" + field + "' must be a string, not " + abbreviated(n.toString()));
        }
        String s = n.asText();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean allowed = lines && (c == '\n' || c == '\r' || c == '\t');
            if (Character.isISOControl(c) && !allowed) {
                throw ApiException.badRequest(String.format(java.util.Locale.ROOT,
                        "field '%s' must not contain control characters (U+%04X at character %d)", field, (int) c, i + 1));
            }
        }
        return s;
    }

    private static String abbreviated(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }

    static int intField(JsonNode body, String field, int fallback, int min, int max) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isIntegralNumber() || !n.canConvertToInt() || n.asInt() < min || n.asInt() > max) {
            throw ApiException.badRequest(field + " must be an integer from " + min + " to " + max + ", not " + n);
        }
        return n.asInt();
    }

    /** The algorithm named by {@code field}, {@code fallback} when absent; 400 for anything else. */
    static Algorithm algorithm(JsonNode body, String field, Algorithm fallback) {
        JsonNode n = body.get(field);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isTextual()) {
            throw ApiException.badRequest(field + " must be one of " + String.join(", ", WebAlgorithms.names())
                    + ", not " + n);
        }
        try {
            return WebAlgorithms.parse(n.asText());
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(field + " must be one of " + String.join(", ", WebAlgorithms.names())
                    + ", not '" + n.asText() + "'");
        }
    }

    /** Your side: 0 or "first" (you move first), 1 or "second", or "watch" (-1); first when not given. */
    static int side(JsonNode n) {
        if (n == null || n.isNull()) {
            return 0;
        }
        String s = n.asText().trim().toLowerCase(java.util.Locale.ROOT);
        if ((n.isIntegralNumber() || n.isTextual()) && (s.equals("0") || s.equals("first"))) {
            return 0;
        }
        if ((n.isIntegralNumber() || n.isTextual()) && (s.equals("1") || s.equals("second"))) {
            return 1;
        }
        if (n.isTextual() && s.equals("watch")) {
            return -1;
        }
        throw ApiException.badRequest("side must be \"first\", \"second\" (or 0 or 1) or \"watch\", not " + n);
    }

    static Map<String, String> options(JsonNode n) {
        Map<String, String> given = new LinkedHashMap<>();
        if (n == null || n.isNull()) {
            return given;
        }
        if (!n.isObject()) {
            throw ApiException.badRequest("options must be an object such as {\"width\": \"7\"}");
        }
        Iterator<Map.Entry<String, JsonNode>> fields = n.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> e = fields.next();
            if (!e.getValue().isValueNode()) {
                throw ApiException.badRequest("option " + e.getKey() + " must be a string or a number");
            }
            given.put(e.getKey(), e.getValue().asText());
        }
        return given;
    }
}
