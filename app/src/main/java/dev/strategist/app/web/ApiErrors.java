package dev.strategist.app.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.strategist.app.store.StaleWriteException;
import dev.strategist.app.store.StoreException;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the API answers what went wrong: a refused request as {@code {"error": "...", "status": N}} with a 4xx
 * status (503 when the server is busy), a database failure and an unexpected one as a 500 that is logged and
 * gives nothing away, a client that hung up mid-request as one warning line.
 */
final class ApiErrors {
    // the server's logger, so its log reads as it did when these answers lived in WebApp
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(WebApp.class);

    private ApiErrors() {
    }

    /** Adds the answers for every failure a route may throw, and for unknown endpoints and methods. */
    static void addTo(RoutesConfig routes, ServerSettings settings) {
        routes.exception(ApiException.class, (e, ctx) -> refused(ctx, e));
        routes.exception(JsonProcessingException.class,
                (e, ctx) -> error(ctx, 400, "the body is not valid JSON: " + MalformedJson.describe(e)));
        routes.exception(IllegalArgumentException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
        routes.exception(IllegalStateException.class, (e, ctx) -> error(ctx, 409, e.getMessage()));
        routes.exception(io.javalin.http.HttpResponseException.class, (e, ctx) -> {
            if (e.getStatus() == 413) {
                drainBody(ctx);
            }
            error(ctx, e.getStatus(), switch (e.getStatus()) {
                case 404 -> "no such endpoint: " + ctx.method() + " " + ctx.path();
                case 405 -> "method " + ctx.method() + " is not allowed on " + ctx.path();
                case 413 -> "the request body is too large: the limit is " + settings.maxBodyBytes() + " bytes";
                default -> e.getMessage();
            });
        });
        routes.exception(StaleWriteException.class, (e, ctx) -> {
            LOG.warn("{} {}: {}", ctx.method(), ctx.path(), e.getMessage());
            error(ctx, 409, "another server changed this game meanwhile, so this change is not saved; "
                    + "load the game again to see it as it is");
        });
        routes.exception(StoreException.class, (e, ctx) -> {
            LOG.error("the database failed on {} {}: {}", ctx.method(), ctx.path(), e.getMessage());
            error(ctx, 500, "the database failed, so this change may not be saved; the game goes on in memory");
        });
        routes.exception(Exception.class, (e, ctx) -> internalError(ctx, e));
        routes.error(404, ctx -> {
            String result = ctx.result();
            if (ctx.path().startsWith("/api/") && (result == null || !result.contains("\"error\""))) {
                error(ctx, 404, "no such endpoint: " + ctx.method() + " " + ctx.path());
            }
        });
        routes.error(405, ctx -> error(ctx, 405, "method " + ctx.method() + " is not allowed on " + ctx.path()));
    }

    /** The most of a refused body read and dropped before the refusal is sent. */
    private static final long DRAIN_BYTES = 4L << 20;

    /**
     * Reads and drops what is left of a body refused as too large, up to {@link #DRAIN_BYTES}: a client still
     * sending it then reads the refusal, where a connection closed under it left it a broken pipe and no
     * answer. A body declared larger than that is not read: the connection is closed on it.
     */
    private static void drainBody(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > DRAIN_BYTES) {
            return;
        }
        try {
            java.io.InputStream in = ctx.req().getInputStream();
            byte[] buffer = new byte[8192];
            long total = 0;
            int n;
            while (total < DRAIN_BYTES && (n = in.read(buffer)) > 0) {
                total += n;
            }
        } catch (java.io.IOException | RuntimeException e) {
            // the client hung up or the body cannot be read further: the refusal is sent all the same
        }
    }

    /** A refused request: its status and message, and when to try again for a busy server. */
    static void refused(Context ctx, ApiException e) {
        if (e.retryAfterSeconds() > 0) {
            ctx.header("Retry-After", Integer.toString(e.retryAfterSeconds()));
        }
        error(ctx, e.status(), e.getMessage());
    }

    /** A failure nobody foresaw: logged in full, answered with a message that gives nothing away. */
    static void internalError(Context ctx, Throwable e) {
        if (hungUp(e)) {
            // the client's doing, not the server's: nobody is left to answer, and no stack trace helps
            LOG.warn("{} {}: the client closed the connection before sending its whole request", ctx.method(), ctx.path());
            ctx.status(400);
            return;
        }
        LOG.error("internal error on {} {}", ctx.method(), ctx.path(), e);
        error(ctx, 500, "internal error: the server could not answer this request (its log says why)");
    }

    /** True when {@code e} comes of the client closing its connection (an early end of the body). */
    private static boolean hungUp(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.eclipse.jetty.io.EofException) {
                return true;
            }
        }
        return false;
    }

    /** Answers {@code {"error": message, "status": status}} with that status. */
    private static void error(Context ctx, int status, String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", message);
        body.put("status", status);
        ctx.status(status).json(body);
    }
}
