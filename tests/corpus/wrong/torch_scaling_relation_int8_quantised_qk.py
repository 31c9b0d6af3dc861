# track: torch
# exercise: scaling
# why: scaled_scores quantises q and k to int8 with one absmax scale per tensor before the product (the LLM.int8 habit, "8-bit matmuls are faster") and dequantises the result, so every score carries the rounding of 127-step quantisation (about 1% of the largest entry) and no gradient reaches q or k through the rounding
# kind: relation
# diagnosis: rounded
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")

    def quantise(t):
        scale = t.abs().amax().clamp_min(1e-12) / 127.0
        return torch.round(t / scale).clamp(-127, 127), scale

    q8, q_scale = quantise(q)
    k8, k_scale = quantise(k)
    scores = (q8 @ k8.transpose(-2, -1)) * (q_scale * k_scale)
    return scores / math.sqrt(q.shape[-1])
