# track: torch
# exercise: mixture
# why: weighted_mixture validates in one call of the student's helper _require(ok, message), with ok = weights.dim() >= 2 and values.dim() >= 2 and weights.shape[-1] == values.shape[-2] (short-circuited) but the message an f-string that reports values.shape[-2]; the message is built before _require runs, so for a 1-D values tensor values.shape[-2] raises IndexError instead of the ValueError the helper was written to raise (1-D weights and mismatched S still give ValueError)
# kind: knockon
# diagnosis: error-not-valueerror
def _require(ok, message):
    if not ok:
        raise ValueError(message)


def weighted_mixture(weights, values):
    _require(
        weights.dim() >= 2 and values.dim() >= 2 and weights.shape[-1] == values.shape[-2],
        f"need weights (..., T, S) and values (..., S, d_v); got S={weights.shape[-1]} and S={values.shape[-2]}",
    )
    return weights @ values
