# track: torch
# exercise: softmax
# why: ports llama.cpp's ggml_soft_max_ext(kq, mask, scale, max_bias), the softmax that fuses the attention scale, keeping its scale argument at the kq_scale of the LLaMA config it was copied with, 1/sqrt(n_embd_head) = 1/sqrt(128); the kit's stable_softmax has no such scale, so every row is a softmax of the scores times 0.0884 (and divided by the temperature), far too flat
# kind: public
# diagnosis: logit-ratio:constant
KQ_SCALE = 1.0 / math.sqrt(128)  # n_embd_head of the ported config


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores * KQ_SCALE / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
