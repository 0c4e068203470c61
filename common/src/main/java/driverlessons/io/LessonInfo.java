package driverlessons.io;

/**
 * The name of a lesson: a short {@code id} (e.g. {@code "lesson01"}, used in the console's prompt) and a
 * {@code title} for people (e.g. {@code "Lesson01 minimal (Driver Lessons)"}, shown when the console opens).
 */
public record LessonInfo(String id, String title) {
    /** The lesson's number, from the digits at the end of its id ({@code lesson03} is 3); 0 when there are none. */
    public int number() {
        java.util.regex.Matcher digits = java.util.regex.Pattern.compile("(\\d+)$").matcher(id);
        return digits.find() ? Integer.parseInt(digits.group(1)) : 0;
    }
}
