package dev.strategist.app.web;

import io.javalin.Javalin;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

/** Base of the API tests whose tests share one server without a database, started once per class. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class SharedServerTest {
    /** The server, on a free port of 127.0.0.1. */
    Javalin server;
    /** A client of it. */
    ApiClient api;

    @BeforeAll
    void startServer() {
        server = WebApp.create().start("127.0.0.1", 0);
        api = new ApiClient("http://127.0.0.1:" + server.port());
    }

    @AfterAll
    void stopServer() {
        if (server != null) {
            server.stop();
        }
    }
}
