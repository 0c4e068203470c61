@echo off
rem lesson.cmd N [ARGS...]: build lesson N if needed, then run it (a console in a terminal, the CECP
rem protocol when stdin is a pipe; the jar decides). N is 1 or 01. The build skips the tests
rem (-DskipTests); "mvnw.cmd verify" builds everything and runs them.
rem lesson.cmd spy N [--log FILE]: lesson N behind the protocol spy (common.jar spy), each line logged with
rem time and direction to stderr or FILE.
rem lesson.cmd check N [OPTIONS] [-- ENGINE ARGS...]: the examiner (common.jar check): lesson N's scenarios,
rem then lessons 1..N-1 as regression, against ENGINE (your own engine) or, without one, against lesson N itself. ENGINE may be a
rem directory written by lesson.cmd start: its engine.cmd runs.
rem lesson.cmd start DIR: a starter driver in DIR (new or empty) for a reader without an engine: Muller's loop
rem over common's rules and search, a TODO case per command of lesson 1 (common.jar start).
rem lesson.cmd help: the subcommands with an example each, and the lessons.
setlocal
set "ROOT=%~dp0"
set "SPY="
set "CHECK="
set "ENGINE="
if /i "%~1"=="help" goto help
if /i "%~1"=="--help" goto help
if /i "%~1"=="-h" goto help
if /i "%~1"=="start" goto start
if /i "%~1"=="progress" goto tool
if /i "%~1"=="check" if /i "%~2"=="--explain" goto tool
if /i "%~1"=="check" if /i "%~2"=="--list" goto tool
if /i "%~1"=="spy" (set "SPY=1" & shift)
if /i "%~1"=="check" (set "CHECK=1" & shift)
set "N=%~1"
if "%N%"=="" goto usage
if /i "%N%"=="diff" goto diff
echo %N%| findstr /r /x "[0-9][0-9]*" >nul || goto usage
set "NN=0%N%"
set "NN=%NN:~-2%"
set "DIR="
for /d %%D in ("%ROOT%lesson%NN%-*") do (set "DIR=%%~fD" & set "MODULE=%%~nxD")
if not defined DIR (echo no lesson %NN% 1>&2 & goto usage)
set "JAR=%DIR%\target\%MODULE%.jar"
set "COMMON_JAR=%ROOT%common\target\common.jar"

rem Build when the jar is missing or older than any file of common\, of the lesson or the parent pom.
powershell -NoProfile -Command "$j = Get-Item -LiteralPath $env:JAR -ErrorAction SilentlyContinue; if (-not $j) { exit 1 }; $new = Get-ChildItem -LiteralPath (Join-Path $env:ROOT 'common'), $env:DIR, (Join-Path $env:ROOT 'pom.xml') -Recurse -File | Where-Object { $_.FullName -notmatch '\\target\\' -and $_.LastWriteTime -gt $j.LastWriteTime } | Select-Object -First 1; if ($new) { exit 1 }"
if not errorlevel 1 if defined SPY if not exist "%COMMON_JAR%" cmd /c exit 1
if not errorlevel 1 if defined CHECK if not exist "%COMMON_JAR%" cmd /c exit 1
if errorlevel 1 (
  echo building %MODULE% ... 1>&2
  pushd "%ROOT%"
  call mvnw.cmd -B -q -pl %MODULE% -am package -DskipTests 1>&2
  if errorlevel 1 (popd & exit /b 1)
  popd
)
where java >nul 2>&1 || (echo java not found: install a JDK 17 or newer 1>&2 & exit /b 1)

rem Everything after N goes to the jar.
shift
set "ARGS="
:args
if "%~1"=="" goto run
if /i "%~1"=="--xboard" if not defined CHECK goto winboard
rem The engine after "--" may be a starter's directory (lesson.cmd start): its engine.cmd, compiled first so that
rem the compilation's time does not count in the first scenario's handshake.
if defined CHECK if defined ENGINE if not defined ENGINE_SEEN (
  set "ENGINE_SEEN=1"
  if exist "%~1\engine.cmd" (
    call "%~1\engine.cmd" --compile || (echo lesson.cmd: %~1\src does not compile 1>&2 & exit /b 1)
    set ARGS=%ARGS% "%~f1\engine.cmd"
    shift
    goto args
  )
)
if "%~1"=="--" set "ENGINE=1"
set ARGS=%ARGS% %1
shift
goto args

:run
if defined SPY goto spy
if defined CHECK goto check
java -jar "%JAR%" %ARGS%
exit /b %errorlevel%

:spy
rem The options (--log FILE, --lag MS) go to the spy, the lesson's jar runs behind it.
java -jar "%COMMON_JAR%" spy %ARGS% -- java -jar "%JAR%"
exit /b %errorlevel%

:check
rem Without "-- ENGINE ..." the examiner checks lesson N itself.
if defined ENGINE (java -jar "%COMMON_JAR%" check --lesson %N% %ARGS%) else (java -jar "%COMMON_JAR%" check --lesson %N% %ARGS% -- java -jar "%JAR%" --protocol)
exit /b %errorlevel%

:tool
rem lesson.cmd progress [-- ENGINE...] and lesson.cmd check --explain NAME / --list: common.jar check answers.
set "COMMON_JAR=%ROOT%common\target\common.jar"
if not exist "%COMMON_JAR%" (
  echo building common ... 1>&2
  pushd "%ROOT%"
  call mvnw.cmd -B -q -pl common -am package -DskipTests 1>&2
  if errorlevel 1 (popd & exit /b 1)
  popd
)
where java >nul 2>&1 || (echo java not found: install a JDK 17 or newer 1>&2 & exit /b 1)
if /i "%~1"=="progress" (shift & goto progress)
java -jar "%COMMON_JAR%" check %2 %3
exit /b %errorlevel%
:progress
java -jar "%COMMON_JAR%" check --progress %1 %2 %3 %4 %5 %6 %7 %8 %9
exit /b %errorlevel%

:start
rem lesson.cmd start DIR: common.jar start writes the starter (common is built first when its jar is missing).
if "%~2"=="" goto usage_start
set "COMMON_JAR=%ROOT%common\target\common.jar"
if not exist "%COMMON_JAR%" (
  echo building common ... 1>&2
  pushd "%ROOT%"
  call mvnw.cmd -B -q -pl common -am package -DskipTests 1>&2
  if errorlevel 1 (popd & exit /b 1)
  popd
)
where java >nul 2>&1 || (echo java not found: install a JDK 17 or newer 1>&2 & exit /b 1)
java -jar "%COMMON_JAR%" start "%~2"
exit /b %errorlevel%

:winboard
echo On Windows use WinBoard: Engine ^> Load New Engine, with the command 1>&2
echo   java -jar "%JAR%" 1>&2
echo and the directory %ROOT% (tools\xboard-match and ./lesson N --xboard are for Linux). 1>&2
exit /b 1

:diff
rem lesson.cmd diff N: lesson N-1's driver against lesson N's (git's diff works without a repository).
set "N=%~2"
echo %N%| findstr /r /x "[0-9][0-9]*" >nul || goto usage_diff
set /a M=%N%-1
set "NN=0%N%"
set "NN=%NN:~-2%"
set "MM=0%M%"
set "MM=%MM:~-2%"
for /d %%D in ("%ROOT%lesson%MM%-*") do set "OLD=%%~fD\src\main\java\driverlessons\lesson%MM%\Lesson%MM%Driver.java"
for /d %%D in ("%ROOT%lesson%NN%-*") do set "NEW=%%~fD\src\main\java\driverlessons\lesson%NN%\Lesson%NN%Driver.java"
git --no-pager diff --no-index "%OLD%" "%NEW%"
exit /b 0

:help
echo lesson.cmd: builds a lesson when needed and runs it.
echo.
echo   lesson.cmd N [ARGS...]
echo       lesson N (1 or 01): a console in a terminal, the protocol under WinBoard. ARGS go to the jar
echo       (--console, --protocol, --log FILE, --log-level LEVEL; lesson.cmd N --help lists them).
echo   lesson.cmd diff N
echo       what lesson N adds: the diff of lesson N-1's driver to lesson N's.
echo   lesson.cmd spy N [--log FILE] [--lag MS^|MIN..MAX]
echo       lesson N behind the protocol spy: each line logged with its time and direction.
echo   lesson.cmd check N [--all] [--strict] [--watch] [--only NAME,...] [--json FILE] [--transcripts DIR] [-- ENGINE ARGS...]
echo       the examiner: lesson N's scenarios, then lessons 1..N-1 as regression (--all: at once), against
echo       ENGINE (your engine) or lesson N itself. ENGINE may be a directory written by lesson.cmd start.
echo   lesson.cmd check --explain SCENARIO   and   lesson.cmd check --list
echo       what a scenario demands, how it is tested, the usual mistake; the list of scenarios.
echo   lesson.cmd progress [--all] [-- ENGINE ARGS...]
echo       which lessons each engine examined so far passed, and what to read next.
echo   lesson.cmd start DIR
echo       write a starter driver to DIR (new or empty): src\MyDriver.java with Muller's loop and a TODO
echo       case per command of lesson 1, a README with the exercises, the launcher DIR\engine.cmd.
echo   lesson.cmd help
echo       this text.
echo.
echo examples: lesson.cmd 1     lesson.cmd diff 3     lesson.cmd spy 2 --log spy.log
echo           lesson.cmd check 3 -- C:\engines\my-engine.exe     lesson.cmd check 3
echo           lesson.cmd start C:\my-driver     lesson.cmd check 1 -- C:\my-driver
echo lessons:
for /d %%D in ("%ROOT%lesson0*-*") do echo   %%~nxD
exit /b 0

:usage_diff
echo lesson.cmd: diff needs one lesson number, 2 or more 1>&2
echo usage: lesson.cmd diff N   (lesson.cmd help tells more) 1>&2
exit /b 2

:usage_start
echo lesson.cmd: start needs one directory 1>&2
echo usage: lesson.cmd start DIR   (lesson.cmd help tells more) 1>&2
exit /b 2

:usage
echo lesson.cmd: which lesson? 1>&2
echo usage: lesson.cmd N [ARGS...]   or   lesson.cmd spy N [--log FILE]   or   lesson.cmd check N [-- ENGINE...]   (lesson.cmd help tells more) 1>&2
exit /b 2
