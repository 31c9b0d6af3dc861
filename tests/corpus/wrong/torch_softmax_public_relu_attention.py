# track: torch
# exercise: softmax
# why: stable_softmax ports ReLU attention from "Replacing softmax with ReLU in Vision Transformers" (Wortsman et al. 2023), relu(scores / temperature) / S with S the sequence length, advertised as a drop-in for softmax that cannot overflow; hidden (-inf) keys still get 0, but the weights are not exp(scores) normalised, negative scores get exactly 0 and the rows do not sum to 1
# kind: public
# diagnosis: sparse-weights, epsilon, weights-elementwise


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch.relu(scaled) / scaled.shape[-1]
