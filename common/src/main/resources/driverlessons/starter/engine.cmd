@echo off
rem Your driver as an engine, for WinBoard or a console: DIR\engine.cmd [--protocol ^| --console] [--log FILE].
rem It compiles src\*.java against common.jar when a source (or common.jar) is newer than the last compilation,
rem then runs MyDriver; the compiler's errors go to stderr, never to stdout (the GUI reads that).
rem Written by common.jar start: the two paths below are where common.jar and the Java that wrote them were.
setlocal
set "COMMON_JAR=@COMMON_JAR@"
set "JAVA=@JAVA@"
if not exist "%JAVA%" set "JAVA=java"
"%JAVA%" -jar "%COMMON_JAR%" engine "%~dp0." %*
exit /b %errorlevel%
