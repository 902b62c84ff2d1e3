#!/bin/sh
# Print the path of a Python >= 3.12 found on this machine, newest first.
# Looks on PATH, then in pyenv's versions (pyenv installs them without selecting them).
ok() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; }
for name in python3.14 python3.13 python3.12 python3; do
  p=$(command -v "$name" 2>/dev/null) && ok "$p" && { echo "$p"; exit 0; }
done
root=${PYENV_ROOT:-$HOME/.pyenv}
for p in $(ls -d "$root"/versions/3.1[2-9]*/bin/python3 2>/dev/null | sort -rV); do
  ok "$p" && { echo "$p"; exit 0; }
done
echo "No Python 3.12 or newer found. Install one (for example 'pyenv install 3.13' or Debian's python3.13) and run make again." >&2
exit 1
