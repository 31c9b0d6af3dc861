# track: torch
# exercise: softmax
# why: stable_softmax adapts Apple's sigmoid attention (Ramapuram et al. 2024, "Theory, analysis, and best practices for sigmoid self-attention"), weights = sigmoid(scores / temperature - log S) with the recommended bias b = -log S, which needs no max shift and gives hidden keys 0; but the rows are not normalised, so they no longer sum to 1 and are not the softmax weights (no key names an element-wise normaliser; epsilon, rows that do not sum to 1, is the closest)
# kind: public
# diagnosis: epsilon, row-scale, weights-elementwise, sigmoid-not-softmax


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    bias = -math.log(scaled.shape[-1])
    return torch.sigmoid(scaled + bias)
