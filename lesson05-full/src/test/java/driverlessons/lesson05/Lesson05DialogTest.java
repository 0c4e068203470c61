package driverlessons.lesson05;

import driverlessons.io.Driver;
import driverlessons.io.EngineIo;
import driverlessons.io.LagEstimate;
import driverlessons.testing.AnalysisDialogs;
import java.util.List;
import java.util.function.Function;

/**
 * Lesson 5 as a GUI sees it: the dialogs every lesson passes, the pondering and the analysis dialogs, all inherited
 * ({@link AnalysisDialogs}); the full protocol, this stage's layer, is in {@link Lesson05ProtocolTest}.
 */
class Lesson05DialogTest extends AnalysisDialogs {
    /** Lesson 5's feature lines between done=0 and done=1. */
    static final String FEATURES = String.join("\n",
            "feature ping=1 setboard=1 usermove=1 colors=0 sigint=0 sigterm=0 analyze=1"
                    + " myname=\"Lesson05 full (Driver Lessons)\"",
            "feature playother=1 san=1 reuse=1 draw=1 pause=1 nps=1 memory=1 smp=1 exclude=1 setscore=1 ics=1"
                    + " name=1 debug=1",
            "feature option=\"Resign -check 0\"",
            "feature option=\"Resign Threshold -spin 800 100 10000\"",
            "feature option=\"Contempt -spin 0 -200 200\"",
            "feature option=\"MultiPV -spin 1 1 8\"",
            "feature option=\"Clear Hash -button\"",
            "feature option=\"Log File -file \"");

    @Override
    protected Function<EngineIo, Driver> driver() {
        return Lesson05Driver::new;
    }

    @Override
    protected LagEstimate lag(Driver driver) {
        return ((Lesson05Driver) driver).lag;
    }

    @Override
    protected List<Long> timeLimits(Driver driver) {
        Lesson05Driver d = (Lesson05Driver) driver;
        return List.of(d.noNewIterationLimit, d.noNewMoveLimit, d.neverExceedLimit);
    }

    @Override
    protected void setTimeLimits(Driver driver, long msecLeft) {
        ((Lesson05Driver) driver).setTimeLimits(msecLeft);
    }

    @Override
    protected String features() {
        return FEATURES;
    }
}
