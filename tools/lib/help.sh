# Sourced by the scripts in tools/: a script's usage is its header comment (the lines after #!), written once.
#   script_help           prints it (stdout)
#   help_if_asked "$@"    prints it and exits 0 when the first argument is -h or --help
#   bad_usage MESSAGE     prints the header and MESSAGE on stderr and exits 2
script_help() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }
help_if_asked() { case ${1:-} in -h|--help) script_help; exit 0 ;; esac; }
bad_usage() { script_help >&2; echo "$(basename "$0"): $1" >&2; exit 2; }
# figures_of N SCENARIOS [-- ENGINE...]: the examiner's figures for lesson N's jar (or ENGINE): the report card of
# just these scenarios (common.jar check --only). The latency benches are these scenarios, measured in one place.
figures_of() {
  local n=$1 scenarios=$2; shift 2
  local root nn dirs module jar common
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  nn=$(printf %02d $((10#$n)))
  dirs=("$root"/lesson"$nn"-*/); [ -d "${dirs[0]}" ] || bad_usage "there is no lesson $nn"
  module=$(basename "${dirs[0]%/}")
  jar="$root/$module/target/$module.jar"; common="$root/common/target/common.jar"
  [ -f "$jar" ] && [ -f "$common" ] || (cd "$root" && ./mvnw -B -q -pl "$module" -am package -DskipTests) >&2
  if [ "${1:-}" = -- ] && [ $# -gt 1 ]; then shift; else set -- java -jar "$jar" --protocol; fi
  exec java -jar "$common" check --only "$scenarios" -- "$@"
}
