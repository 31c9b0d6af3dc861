# track: torch
# exercise: softmax
# why: stable_softmax reports bad temperatures and all -inf rows with its own exception class, class SoftmaxInputError(Exception), derived from Exception instead of ValueError, so callers catching ValueError (and the contract) never see a ValueError for a zero, negative, infinite or NaN temperature or for a row with no finite score
# kind: error
# diagnosis: error-not-valueerror
class SoftmaxInputError(Exception):
    """Raised when stable_softmax gets inputs it cannot normalise."""


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise SoftmaxInputError(f"temperature must be a number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise SoftmaxInputError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise SoftmaxInputError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
