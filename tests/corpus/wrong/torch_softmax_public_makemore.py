# track: torch
# exercise: softmax
# why: stable_softmax ports the softmax of Karpathy's makemore lectures, counts = logits.exp(); probs = counts / counts.sum(1, keepdims=True), keeping the kit's checks in front; it takes no row maximum off, so scores near 1e4 overflow exp to inf and give NaN, and it normalises over dim 1, the keys only for 2-D scores (the queries or a batch axis otherwise)
# kind: public
# diagnosis: softmax-unstable,softmax-axis
# miss: two slips in one line, no maximum taken off and dim 1: the NaN of the overflow and the wrong axis each rule the other's reading out on the cases the other spoils, so the lead is the NaN itself


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    logits = scores / temp
    if torch.isneginf(logits.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    counts = logits.exp()
    probs = counts / counts.sum(1, keepdims=True)
    return probs
