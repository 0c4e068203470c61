package driverlessons.lesson03;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LagEstimate;
import driverlessons.testing.PonderingDialogs;
import java.util.List;
import java.util.function.Function;

/**
 * Lesson 3 as a GUI sees it: the dialogs every lesson passes and the pondering dialogs, both inherited
 * ({@link PonderingDialogs}): this stage's layer is pondering.
 */
class Lesson03DialogTest extends PonderingDialogs {
    @Override
    protected Function<EngineIo, Driver> driver() {
        return Lesson03Driver::new;
    }

    @Override
    protected LagEstimate lag(Driver driver) {
        return ((Lesson03Driver) driver).lag;
    }

    @Override
    protected List<Long> timeLimits(Driver driver) {
        Lesson03Driver d = (Lesson03Driver) driver;
        return List.of(d.noNewIterationLimit, d.noNewMoveLimit, d.neverExceedLimit);
    }

    @Override
    protected void setTimeLimits(Driver driver, long msecLeft) {
        ((Lesson03Driver) driver).setTimeLimits(msecLeft);
    }

    @Override
    protected String features() {
        return "feature ping=1 setboard=1 usermove=1 colors=0 sigint=0 sigterm=0 analyze=0"
                + " myname=\"Lesson03 pondering (Driver Lessons)\"";
    }
}
