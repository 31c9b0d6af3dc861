"""``python -m grader``: the same command line as ``attnkit``."""

import sys

from grader.cli import main

sys.exit(main())
