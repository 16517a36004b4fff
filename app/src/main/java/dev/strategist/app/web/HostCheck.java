package dev.strategist.app.web;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Defeats DNS rebinding: another site's page can point a name of its own at 127.0.0.1 and then call this
 * server as if it were that site, but the browser still sends that name as the Host. A request that
 * reached the server through a loopback address must therefore name this machine. A server listening on
 * the network was opened to it on purpose and takes any name it is reached by.
 */
final class HostCheck {
    private static final Pattern LOOPBACK_V4 = Pattern.compile("127(\\.\\d{1,3}){3}");

    private HostCheck() {
    }

    /**
     * Refuses (421) a request that arrived at {@code localAddress} naming {@code hostHeader} (null when
     * the client sent none) if the address is a loopback one and the name is not this machine's.
     */
    static void check(String localAddress, String hostHeader) {
        if (!isLoopbackAddress(localAddress) || (hostHeader != null && namesThisMachine(hostHeader))) {
            return;
        }
        throw new ApiException(421, "this server answers only to the names of this machine (localhost, 127.0.0.1, "
                + "[::1]), not to '" + (hostHeader == null ? "" : abbreviated(hostHeader)) + "': open it as "
                + "http://localhost:PORT/, or start it with --host to listen on the network");
    }

    private static boolean isLoopbackAddress(String address) {
        try {
            // an address as the server read it off the connection: a literal, so no name is looked up
            return address != null && InetAddress.getByName(address).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private static boolean namesThisMachine(String hostHeader) {
        String h = hostHeader.trim().toLowerCase(Locale.ROOT);
        String name;
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            name = end < 0 ? h : h.substring(0, end + 1);
        } else {
            int colon = h.indexOf(':');
            name = colon < 0 ? h : h.substring(0, colon);
        }
        return name.equals("localhost") || name.equals("localhost.") || name.equals("[::1]")
                || LOOPBACK_V4.matcher(name).matches();
    }

    private static String abbreviated(String text) {
        return text.length() > 80 ? text.substring(0, 80) + "..." : text;
    }
}
