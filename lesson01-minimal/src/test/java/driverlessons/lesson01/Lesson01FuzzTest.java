package driverlessons.lesson01;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.testing.ProtocolFuzz;
import java.util.function.Function;

/** Lesson 1 under hostile input (the seeded fuzz test every lesson runs). */
class Lesson01FuzzTest extends ProtocolFuzz {
    @Override
    protected Function<EngineIo, Driver> driver() {
        return Lesson01Driver::new;
    }
}
