# Sourced by scripts/test-all.sh and .ci/run: how busy the machine's cores were during a step, which says
# whether the step kept them working or waited.

# The idle and total CPU time of all cores so far (jiffies), as "idle total".
cpu_times() {
  local _ user nice system idle iowait irq softirq steal
  read -r _ user nice system idle iowait irq softirq steal _ </proc/stat
  echo "$((idle + iowait)) $((user + nice + system + idle + iowait + irq + softirq + steal))"
}

# The share of CPU time, in percent, that was busy since the cpu_times snapshot given.
cpu_busy_since() {
  local idle0 total0 idle1 total1
  read -r idle0 total0 <<<"$1"
  read -r idle1 total1 <<<"$(cpu_times)"
  if [ "$total1" -gt "$total0" ]; then echo $((100 - 100 * (idle1 - idle0) / (total1 - total0))); else echo 0; fi
}
