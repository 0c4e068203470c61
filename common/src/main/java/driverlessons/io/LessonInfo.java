package driverlessons.io;

/**
 * The name of a lesson: a short {@code id} (e.g. {@code "lesson01"}, used in the console's prompt) and a
 * {@code title} for people (e.g. {@code "Driver Lessons 1 (minimal)"}, shown when the console opens).
 */
public record LessonInfo(String id, String title) {
}
