package driverlessons.lesson04;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LagEstimate;
import driverlessons.testing.AnalysisDialogs;
import java.util.List;
import java.util.function.Function;

/**
 * Lesson 4 as a GUI sees it: the dialogs every lesson passes, the pondering dialogs and the analysis dialogs, all
 * inherited ({@link AnalysisDialogs}): this stage's layer is analysis.
 */
class Lesson04DialogTest extends AnalysisDialogs {
    @Override
    protected Function<EngineIo, Driver> driver() {
        return Lesson04Driver::new;
    }

    @Override
    protected LagEstimate lag(Driver driver) {
        return ((Lesson04Driver) driver).lag;
    }

    @Override
    protected List<Long> timeLimits(Driver driver) {
        Lesson04Driver d = (Lesson04Driver) driver;
        return List.of(d.noNewIterationLimit, d.noNewMoveLimit, d.neverExceedLimit);
    }

    @Override
    protected void setTimeLimits(Driver driver, long msecLeft) {
        ((Lesson04Driver) driver).setTimeLimits(msecLeft);
    }

    @Override
    protected String features() {
        return "feature ping=1 setboard=1 usermove=1 colors=0 sigint=0 sigterm=0 analyze=1"
                + " myname=\"Lesson04 analysis (Driver Lessons)\"";
    }
}
