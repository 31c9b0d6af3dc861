# track: torch
# exercise: heads
# why: merge_heads has no check for inputs with fewer than 3 axes
# diagnosis: error-not-valueerror


def merge_heads(x):
    return x.transpose(-3, -2).flatten(-2)
