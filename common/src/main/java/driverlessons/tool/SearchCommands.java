package driverlessons.tool;

/** bench and search (to be written with the search). */
final class SearchCommands {
    private SearchCommands() {
    }

    static int bench(String[] args) {
        return Tool.usage("bench is not written yet");
    }

    static int search(String[] args) {
        return Tool.usage("search is not written yet");
    }
}
