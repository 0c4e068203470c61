@echo off
rem Gomocup managers look for engines named pbrain-NAME; this one starts the jar next to it.
java -Xss16m -jar "%~dp0appendix-gomocup.jar" --protocol %*
