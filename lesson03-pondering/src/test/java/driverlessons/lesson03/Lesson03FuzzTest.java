package driverlessons.lesson03;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.testing.ProtocolFuzz;
import java.util.function.Function;

/** Lesson 3 under hostile input (the seeded fuzz test every lesson runs). */
class Lesson03FuzzTest extends ProtocolFuzz {
    @Override
    protected Function<EngineIo, Driver> driver() {
        return Lesson03Driver::new;
    }
}
