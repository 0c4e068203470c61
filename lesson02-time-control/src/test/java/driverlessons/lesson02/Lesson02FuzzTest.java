package driverlessons.lesson02;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.testing.ProtocolFuzz;
import java.util.function.Function;

/** Lesson 2 under hostile input (the seeded fuzz test every lesson runs). */
class Lesson02FuzzTest extends ProtocolFuzz {
    @Override
    protected Function<EngineIo, Driver> driver() {
        return Lesson02Driver::new;
    }
}
