package driverlessons.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The tool explains itself: help lists the commands, COMMAND --help shows one command, and a mistake shows the
 * usage of the command that was mistyped and nothing else, with exit status 2.
 */
class ToolHelpTest extends CommandOutputTest {
    private String outText() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String errText() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpListsEveryCommandOnStdout() {
        for (String help : new String[] {"help", "--help", "-h"}) {
            out.reset();
            assertEquals(0, Tool.run(new String[] {help}), help);
            for (ToolCommand command : Tool.COMMANDS.commands()) {
                assertTrue(outText().contains("\n  " + command.name() + " "), help + " lists " + command.name());
            }
            assertTrue(outText().contains("COMMAND --help"), outText());
        }
        assertEquals("", errText());
    }

    @Test
    void everyCommandHasHelpWithItsUsageAndAnExample() {
        for (ToolCommand command : Tool.COMMANDS.commands()) {
            for (String[] args : new String[][] {{command.name(), "--help"}, {"help", command.name()}}) {
                out.reset();
                assertEquals(0, Tool.run(args), String.join(" ", args));
                String text = outText();
                assertTrue(text.startsWith("usage: common.jar " + command.usage() + "\n"), text);
                assertTrue(text.contains("\nexample: java -jar common/target/common.jar " + command.example()), text);
                for (ToolCommand.Option option : command.options()) {
                    assertTrue(text.contains("  " + option.name() + " "), command.name() + ": " + option.name());
                }
                assertTrue(command.example().startsWith(command.name() + " "), command.example());
            }
        }
        assertEquals("", errText());
    }

    @Test
    void aMistakeShowsThatCommandsUsageOnlyAndExitsTwo() {
        assertEquals(2, Tool.run(new String[] {"perft", "deep"}));
        String text = errText();
        assertEquals("", outText());
        assertTrue(text.startsWith("common.jar perft: DEPTH must be a number"), text);
        assertTrue(text.contains("\nusage: common.jar perft DEPTH [FEN]"), text);
        assertFalse(text.contains("divide") || text.contains("bench"), "no other command's usage: " + text);
        assertEquals(2, text.strip().split("\n").length, text);
    }

    @Test
    void aWordWhereANumberBelongsIsAUsageErrorNotAStackTrace() {
        assertEquals(2, Tool.run(new String[] {"selfplay", "/tmp/never-written.txt", "many"}));
        String text = errText();
        assertTrue(text.startsWith("common.jar selfplay: not a number: \"many\""), text);
        assertTrue(text.contains("usage: common.jar selfplay OUT"), text);
        assertFalse(text.contains("Exception"), text);
    }

    @Test
    void tuneRefusesAWriteFileThatIsNotThereBeforeItFits() {
        // Fitting takes minutes; a --write file that does not exist must not be found out only afterwards.
        assertEquals(2, Tool.run(new String[] {"tune", "/tmp/never-read.txt", "--write", "/tmp/no-such-dir/W.java"}));
        assertTrue(errText().startsWith("common.jar tune: --write rewrites the weights in a copy of"), errText());
        assertEquals("", outText());
    }

    @Test
    void optionsWithoutValuesAndUnknownOptionsAreUsageErrors() {
        assertEquals(2, Tool.run(new String[] {"tune", "data.txt", "--epochs"}));
        assertTrue(errText().contains("--epochs needs a value"), errText());
        err.reset();
        assertEquals(2, Tool.run(new String[] {"match", "built-in", "built-in", "--rounds", "3"}));
        assertTrue(errText().contains("unknown option: --rounds"), errText());
        assertTrue(errText().contains("usage: common.jar match A B"), errText());
        err.reset();
        assertEquals(2, Tool.run(new String[] {"spy", "--colour", "--", "fairymax"}));
        assertTrue(errText().contains("usage: common.jar spy [--log FILE]"), errText());
    }

    @Test
    void anUnknownOrMissingCommandListsTheCommandsOnStderr() {
        assertEquals(2, Tool.run(new String[] {"perf"}));
        assertTrue(errText().startsWith("common.jar: unknown command 'perf'\n"), errText());
        assertTrue(errText().contains("\n  perft "), errText());
        err.reset();
        assertEquals(2, Tool.run(new String[] {}));
        assertTrue(errText().startsWith("common.jar: no command given\n"), errText());
        err.reset();
        assertEquals(2, Tool.run(new String[] {"help", "perf"}));
        assertEquals("", outText());
    }
}
