package driverlessons.lesson05;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.testing.ProtocolFuzz;
import java.util.function.Function;

/**
 * Lesson 5 under hostile input (the seeded fuzz test every lesson runs), with 10,000 lines per seed: lesson 5 takes
 * every command of the fuzzer's list, also inside its searches (pause, ?, edit, exclude, option, nps...).
 */
class Lesson05FuzzTest extends ProtocolFuzz {
    @Override
    protected Function<EngineIo, Driver> driver() {
        return Lesson05Driver::new;
    }

    @Override
    protected int linesPerSeed() {
        return 10_000;
    }
}
