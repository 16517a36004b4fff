package dev.strategist.app.web;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.UnknownHostException;

/** What {@code serve} checks about the address it is to listen on before it commits to anything. */
final class ListenAddress {
    private ListenAddress() {
    }

    /** True when {@code host} names this machine only (or does not resolve, so nothing can listen on it). */
    static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return true;
        }
    }

    /**
     * Fails with the reason when {@code host:port} cannot be listened on now (taken, or not this machine's).
     * The server binds with address reuse, so this does too: a port only lingering after a close is free.
     */
    static void checkFree(String host, int port) {
        if (port == 0) {
            return;
        }
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(host, port));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot listen on " + host + ":" + port + ": " + e.getMessage(), e);
        }
    }
}
