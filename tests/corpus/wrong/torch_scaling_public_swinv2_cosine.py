# track: torch
# exercise: scaling
# why: scaled_scores adapts Swin Transformer V2's scaled cosine attention, F.normalize(q) @ F.normalize(k)^T times logit_scale.exp() with logit_scale at its initial value log(10): the scores are cosine similarities times 10, each query-key pair divided by the product of their norms, instead of dot products divided by sqrt(d_k) (no key names cosine scores; ratio, a wrong scale, is the closest)
# kind: public
# diagnosis: ratio, cosine-scores


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    normalize = torch.nn.functional.normalize
    logit_scale = torch.clamp(torch.tensor(math.log(10.0)), max=math.log(1.0 / 0.01)).exp().item()
    attn = normalize(q, dim=-1) @ normalize(k, dim=-1).transpose(-2, -1)
    return attn * logit_scale
