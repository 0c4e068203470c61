# Sourced by the scripts in tools/: a script's usage is its header comment (the lines after #!), written once.
#   script_help           prints it (stdout)
#   help_if_asked "$@"    prints it and exits 0 when the first argument is -h or --help
#   bad_usage MESSAGE     prints the header and MESSAGE on stderr and exits 2
script_help() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }
help_if_asked() { case ${1:-} in -h|--help) script_help; exit 0 ;; esac; }
bad_usage() { script_help >&2; echo "$(basename "$0"): $1" >&2; exit 2; }
