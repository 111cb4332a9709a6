#!/usr/bin/env bash
# README command 1: install dependencies, build, and run the main job on the
# bundled example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
bash examples/run.sh
