package driverlessons.tool;

/** perft, divide and perft-suite (to be written with the chess core). */
final class PerftCommands {
    private PerftCommands() {
    }

    static int perft(String[] args) {
        return Tool.usage("perft is not written yet");
    }

    static int divide(String[] args) {
        return Tool.usage("divide is not written yet");
    }

    static int perftSuite(String[] args) {
        return Tool.usage("perft-suite is not written yet");
    }
}
