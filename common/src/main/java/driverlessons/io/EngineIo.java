package driverlessons.io;

/**
 * What a driver gets from the launcher: where its commands come from, where its answers go, and whether a person
 * types at a console ({@code true}) or a GUI talks through pipes ({@code false}). Only in the console does a
 * driver accept the console-only commands {@code board}, {@code fen} and {@code help}.
 */
public record EngineIo(LineInput in, LineOutput out, boolean console) {
}
