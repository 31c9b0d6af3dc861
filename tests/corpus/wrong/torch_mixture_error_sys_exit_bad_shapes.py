# track: torch
# exercise: mixture
# why: weighted_mixture stops on bad shapes with sys.exit(message), as the student's training script does, so weights or values with fewer than 2 axes, or S axes that differ, raise SystemExit (not even an Exception) instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import sys

import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        sys.exit(f"weighted_mixture: need 2+ axes, got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        sys.exit(f"weighted_mixture: S differs, {weights.shape[-1]} vs {values.shape[-2]}")
    return weights @ values
