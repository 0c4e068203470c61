package driverlessons.lesson05;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.testing.ProtocolFuzz;
import java.util.function.Function;

/** Lesson 4 under hostile input (the seeded fuzz test every lesson runs). */
class Lesson05FuzzTest extends ProtocolFuzz {
    @Override
    protected Function<EngineIo, Driver> driver() {
        return Lesson05Driver::new;
    }
}
