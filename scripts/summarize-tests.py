#!/usr/bin/env python3
"""Merge lit's JSON results and ctest's JUnit XML into one closing line:
'N passed, N failed, N skipped'. Exit 1 if anything failed or nothing ran."""
import json
import sys
import xml.etree.ElementTree as ET

passed = failed = skipped = 0
lit_json, ctest_xml = sys.argv[1], sys.argv[2]

try:
    for t in json.load(open(lit_json))["tests"]:
        code = t["code"]
        if code in ("PASS", "XFAIL"):
            passed += 1
        elif code in ("UNSUPPORTED", "SKIPPED", "EXCLUDED"):
            skipped += 1
        else:
            failed += 1
except (OSError, ValueError, KeyError) as e:
    print(f"summarize: cannot read lit results: {e}")
    failed += 1

try:
    for case in ET.parse(ctest_xml).getroot().iter("testcase"):
        status = case.get("status", "")
        if case.find("failure") is not None or status == "fail":
            failed += 1
        elif case.find("skipped") is not None or status in ("notrun", "disabled"):
            skipped += 1
        else:
            passed += 1
except (OSError, ET.ParseError) as e:
    print(f"summarize: cannot read ctest results: {e}")
    failed += 1

print(f"{passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed or passed == 0 else 0)
