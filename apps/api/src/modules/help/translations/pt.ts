import type { DemoHelpTranslation } from "./types.ts";

/** O centro de ajuda em português. */
export const pt: DemoHelpTranslation = {
  topics: [
    {
      name: "Associação e faturação",
      description: "Planos, renovações, mudanças de plano, cartões, faturas e cupões.",
      articles: [
        {
          title: "Que plano de associação é o mais indicado para mim?",
          body: `<p>Cada associação dura um ano. Ao inscrever-se, pode escolher entre quatro planos, e há mais um para instrutores:</p>
<ul><li><strong>Starter</strong> (gratuito): uma conta, o blogue, o catálogo público de cursos e o diretório de terapeutas.</li>
<li><strong>Access</strong> (40 $ por ano): acrescenta grupos de estudo, preços de associado e mais conteúdos da biblioteca de vídeos e recursos.</li>
<li><strong>Standard</strong> (150 $ por ano): a biblioteca completa de associados, participação no fórum e seminários só para associados.</li>
<li><strong>Practitioner</strong> (300 $ por ano): tudo o que o Standard inclui, mais uma entrada no diretório de terapeutas e o direito de mostrar o selo de certificação da associação. Fica disponível assim que as suas credenciais de terapeuta estiverem registadas.</li>
<li><strong>Instructor</strong> (300 $ por ano): para instrutores licenciados; renova-se juntamente com a taxa de licença de instrutor e os créditos de formação contínua.</li></ul>
<p>Compare os planos na <a href="/membership">página de associação</a>. Pode subir de plano a qualquer momento e paga apenas a diferença pelo resto do seu ano.</p>`,
        },
        {
          title: "Como funcionam as renovações e os lembretes de pagamento",
          body: `<p>As associações pagas renovam-se automaticamente na data de fim com o cartão guardado na sua conta. Cerca de um mês antes, recebe um e-mail de lembrete; se o seu cartão expirar antes da data de renovação, pedimos-lhe também que o atualize.</p>
<p>Se um pagamento de renovação falhar, tentamos novamente nos dias seguintes e escrevemos-lhe de cada vez. A sua associação continua ativa durante estas tentativas; se nenhuma resultar, passa para Starter e pode renová-la manualmente em <a href="/managemembership">Gerir associação</a>.</p>
<p>Também pode pagar uma renovação por si nos 30 dias anteriores à data de fim. Antes disso, o período já está pago, por isso o pagamento é recusado em vez de ser cobrado duas vezes.</p>`,
        },
        {
          title: "Subir ou descer de plano",
          body: `<p>Abra <a href="/managemembership">Gerir associação</a> e escolha <em>Subir de plano</em>. O preço apresentado é proporcional: paga o preço do novo plano pelos meses que faltam no seu ano atual, menos o que esses meses já lhe custaram no plano atual.</p>
<p>Uma descida de plano produz efeito na próxima renovação, pelo que mantém até lá aquilo por que pagou. O resumo no seu perfil mostra o plano atual, a data de fim e qualquer alteração pendente.</p>`,
        },
        {
          title: "Faturas, recibos e cupões",
          body: `<p>Cada pagamento, seja de uma associação, um seminário, um manual, uma encomenda na loja ou um donativo, aparece em <a href="/profile/purchases">Perfil → Compras</a>. Cada linha tem uma fatura em PDF que pode descarregar; é-lhe também enviado um recibo por e-mail quando o pagamento é concluído.</p>
<p>Os cupões são introduzidos no ecrã de pagamento. Um cupão pode dar uma percentagem ou um valor fixo de desconto, pode limitar-se a associações ou à loja, e pode expirar ou esgotar-se. Os visitantes de alguns países veem um desconto por país em vez do campo de cupão; os dois não se acumulam.</p>`,
        },
      ],
    },
    {
      name: "Cursos e seminários",
      description:
        "Encontrar um curso, inscrever-se num seminário, autoestudo, manuais e créditos de formação contínua.",
      articles: [
        {
          title: "Encontrar um seminário e inscrever-se",
          body: `<p>O <a href="/courses">catálogo de cursos</a> apresenta cada curso com o seu nível e a modalidade a que pertence; pesquise por palavra ou filtre por categoria. A página de um curso mostra os próximos seminários: datas, cidade ou online, instrutor e preço.</p>
<p>Escolha <em>Inscrever-se</em> num seminário para ir para o pagamento. Pague com cartão ou com PayPal; o seu lugar é confirmado de imediato e o seminário aparece em <a href="/profile/courses">Perfil → Cursos</a>. Alguns seminários exigem um nível mínimo de associação ou um curso anterior; a página do seminário indica-o antes de pagar.</p>`,
        },
        {
          title: "Cursos de autoestudo e o seu progresso",
          body: `<p>Os cursos de autoestudo fazem-se online, ao seu ritmo. Encontre-os em <a href="/selfstudy">Autoestudo</a>; depois de se inscrever, abra <a href="/myselfstudy">O meu autoestudo</a> para continuar onde parou. Cada lição fica marcada como concluída quando a termina, e o curso mostra o seu progresso.</p>
<p>Alguns cursos de autoestudo terminam com um pequeno exame. Ao ser aprovado, os créditos de formação contínua do curso ficam registados no seu certificado de registo.</p>`,
        },
        {
          title: "Créditos de formação contínua, registos e manuais",
          body: `<p>Os créditos de formação contínua (CE) dos seminários a que assistiu e dos exames em que foi aprovado estão em <a href="/myceus">Os meus CEU</a>, onde pode descarregar o seu registo. Os instrutores precisam de um certo número de créditos para cada renovação da licença.</p>
<p>Os manuais dos cursos são personalizados com o seu nome. Compre um no pagamento de manuais; depois fica disponível em <a href="/mymanuals">Os meus manuais</a>, descarregado através de uma ligação privada que só funciona para si.</p>`,
        },
      ],
    },
    {
      name: "Diretório de terapeutas",
      description: "Encontrar um terapeuta e gerir a sua própria entrada.",
      articles: [
        {
          title: "Encontrar um terapeuta perto de si",
          body: `<p>O <a href="/bodytalkpractitioners">diretório de terapeutas</a> apresenta os associados certificados que escolheram ser encontrados. Pesquise por nome ou filtre por cidade, país, idioma e tipo de terapeuta; a pesquisa por distância ordena os terapeutas pela distância a que estão do local que indicar.</p>
<p>Listas separadas mostram terapeutas que trabalham com animais, terapeutas avançados e Parama, instrutores e terapeutas Breakthrough. Muitos terapeutas oferecem também sessões à distância; o perfil de cada um indica-o.</p>`,
        },
        {
          title: "Inscrever-se no diretório como terapeuta",
          body: `<p>A entrada no diretório vem com o plano Practitioner. Quando as suas credenciais estiverem verificadas, abra o seu perfil e complete a biografia, as especializações, os idiomas e a cidade onde trabalha; depois ative <em>Mostrar-me no diretório</em> nas definições da conta.</p>
<p>É o utilizador que decide o que o perfil público mostra. Pode ocultar a sua entrada a qualquer momento sem perder a associação.</p>`,
        },
        {
          title: "Credenciais e o selo de certificação",
          body: `<p>Carregue ou atualize os seus certificados em <a href="/profile/credentials">Perfil → Credenciais</a>. Um administrador verifica-os; os terapeutas verificados com o plano Practitioner mostram o selo de certificação da associação no perfil.</p>
<p>Se a sua certificação caducar, o selo desaparece do perfil até ser renovada.</p>`,
        },
      ],
    },
    {
      name: "Loja e encomendas",
      description: "Compras, pagamento, envio e transferências da loja.",
      articles: [
        {
          title: "Fazer uma encomenda na loja",
          body: `<p>A <a href="/store">loja</a> vende livros, quadros, kits de instrutor e conteúdos para descarregar. Adicione produtos ao carrinho no cabeçalho; pode comprar como visitante e iniciar sessão no pagamento, e o carrinho vem consigo.</p>
<p>No <a href="/checkout">pagamento</a>, introduza ou escolha uma morada de envio e pague com cartão. Os produtos marcados como esgotados não podem ser encomendados até voltarem a estar disponíveis.</p>`,
        },
        {
          title: "Acompanhar uma encomenda e descarregar produtos digitais",
          body: `<p>As suas encomendas estão em <a href="/profile/orderpurchases">Perfil → Encomendas</a>, cada uma com o seu estado: paga, enviada (com o número de seguimento, quando existe) ou cancelada.</p>
<p>Os produtos digitais ficam prontos a descarregar a partir da encomenda assim que o pagamento é concluído. Para um problema com uma encomenda, escreva-nos através do <a href="/contact">formulário de contacto</a> e indique o número da encomenda.</p>`,
        },
      ],
    },
    {
      name: "Conta e privacidade",
      description: "Início de sessão, palavras-passe, idioma, notificações e os seus dados.",
      articles: [
        {
          title: "Repor uma palavra-passe esquecida",
          body: `<p>Escolha <em>Esqueci-me da palavra-passe</em> na janela de início de sessão e introduza o seu endereço de e-mail. Enviamos uma ligação que lhe permite escolher uma nova palavra-passe; funciona uma vez e expira pouco depois.</p>
<p>Após várias tentativas de início de sessão falhadas, o acesso é suspenso durante alguns minutos para proteger a sua conta. Se não chegar nenhum e-mail, verifique a pasta de spam e depois escreva-nos através do <a href="/contact">formulário de contacto</a>.</p>`,
        },
        {
          title: "Idioma, notificações e newsletters",
          body: `<p>Escolha o idioma do site no cabeçalho; estão disponíveis oito idiomas. As notificações que recebe, e se chegam no momento ou num resumo diário, definem-se em <a href="/profile/notifications">Perfil → Notificações</a>.</p>
<p>As subscrições de newsletters estão em <a href="/profile/newsletter">Perfil → Newsletter</a>. Cada newsletter inclui também uma ligação para cancelar a subscrição com um clique.</p>`,
        },
        {
          title: "Os seus dados e o encerramento da conta",
          body: `<p>Guardamos o que a sua associação exige: o seu nome, contactos, pagamentos e histórico de cursos. Leia a <a href="/privacypolicy">política de privacidade</a> para conhecer os pormenores e durante quanto tempo cada dado é guardado.</p>
<p>Pode alterar o seu endereço de e-mail e outros dados em <a href="/profile/account">Perfil → Conta</a>. Para encerrar a conta, use a opção nessa página; as faturas são guardadas durante o tempo que a lei exige.</p>`,
        },
      ],
    },
  ],
};
